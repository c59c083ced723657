/**
 * Where every email module takes the brand frame from; the frame itself is React Email
 * components in brandEmail.tsx.
 */
export { type EmailContent, renderEmail } from './brandEmail.tsx';

/** An email as it is sent. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
