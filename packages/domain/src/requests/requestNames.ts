import { BRANDS } from '../brands/registry.ts';
import { FORM_CODES, type FormCode, isFormCode } from '../formCodes.ts';
import { ROUTE_DATA } from '../forms.ts';
import { isLeftMessage, LEFT_MESSAGE_KIND, LEFT_MESSAGE_TITLE } from './leftMessage.ts';

/** A request's kind as staff read it: the form's title ("Change of mileage"), never its code. */
export const formName = (form: string): string =>
  isLeftMessage(form) ? LEFT_MESSAGE_TITLE : isFormCode(form) ? ROUTE_DATA[form as FormCode].title : form;

/** A brand as staff read it ("Direct Line"), never its code. */
export const brandName = (brand: string): string =>
  (BRANDS as Record<string, { displayName: string } | undefined>)[brand]?.displayName ?? brand;

/** Every kind of request a queue row can be, with its name: each form, then messages left in web chat. */
export const REQUEST_KINDS: readonly (readonly [string, string])[] = [
  ...FORM_CODES.map((form) => [form, formName(form)] as const),
  [LEFT_MESSAGE_KIND, LEFT_MESSAGE_TITLE],
];
