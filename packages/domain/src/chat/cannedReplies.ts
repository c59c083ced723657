/** Replies agents send often, offered beside the reply box; the agent may edit one before sending. */
export const CANNED_REPLIES = [
  { label: 'Greeting', text: 'Hello, thank you for waiting. How can I help you today?' },
  {
    label: 'Identify',
    text: 'Before I make any change, please tell me your policy number, date of birth and postcode.',
  },
  { label: 'One moment', text: 'Thank you. Please give me a moment while I look at this.' },
  {
    label: 'Card form',
    text: 'I am sending you a secure form for your card details. I never see your card.',
  },
  { label: 'Anything else', text: 'Is there anything else I can help you with today?' },
  { label: 'Goodbye', text: 'Thank you for chatting with us. Goodbye.' },
] as const;
