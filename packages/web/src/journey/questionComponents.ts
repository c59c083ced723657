import type { QuestionKind } from '@portal/domain/journeys/journey';
import type { ComponentType } from 'react';
import { CheckboxField, RadioAccordionField, RadioField } from '../fields/ChoiceFields.tsx';
import { DateField, DateOfBirthField } from '../fields/DateFields.tsx';
import { FileUploadField } from '../fields/FileUploadField.tsx';
import type { FieldProps } from '../fields/fieldProps.ts';
import { ListField } from '../fields/ListField.tsx';
import { PostcodeLookupField } from '../fields/PostcodeLookupField.tsx';
import { SelectField, TextAreaField, TextField } from '../fields/TextField.tsx';
import { VehicleLookupField } from '../fields/VehicleLookupField.tsx';

/** One component per question kind; adding a kind to the domain fails the build until it is drawn here. */
export const QUESTION_COMPONENTS = {
  radio: RadioField,
  radioAccordion: RadioAccordionField,
  checkbox: CheckboxField,
  select: SelectField,
  date: DateField,
  dateOfBirth: DateOfBirthField,
  text: TextField,
  textarea: TextAreaField,
  postcodeLookup: PostcodeLookupField,
  fileUpload: FileUploadField,
  vehicleLookup: VehicleLookupField,
  list: ListField,
} satisfies Record<QuestionKind, ComponentType<FieldProps>>;
