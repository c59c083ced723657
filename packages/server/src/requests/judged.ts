import type { SaveRequest } from '@portal/domain/api/save';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FormCode } from '@portal/domain/formCodes';
import type { Journey } from '@portal/domain/journeys/journey';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import type { Upload } from './uploads.ts';

/**
 * A save as the steps pass it on once its answers are judged: who sent what, the judged answers
 * and the journey they follow. Its own module so the save's parts (emails, documents) read it
 * without importing the service that runs them.
 */
export interface Judged {
  form: FormCode;
  brand: DeploymentBrand;
  body: SaveRequest;
  journey: Journey;
  ctx: RuleContext;
  files: readonly Upload[];
  details: Record<string, unknown>;
  now: Date;
}
