import { type ComponentType, createContext, useContext } from 'react';
import type { FieldProps } from './fieldProps.ts';

/**
 * How a list draws the questions of each entry: the journey's question renderer, handed down
 * by whoever draws the list, so the fields need not import the renderer that imports them.
 */
export const ItemFieldContext = createContext<ComponentType<FieldProps> | null>(null);

export function useItemField(): ComponentType<FieldProps> {
  const ItemField = useContext(ItemFieldContext);
  if (!ItemField) throw new Error('A list question is drawn outside a question renderer');
  return ItemField;
}
