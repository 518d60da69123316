import { createContext, useContext } from 'react';
import type { BodySchema } from '@armada/domain';

/** The call schema a form's fields are checked with (the same one the server validates the body with). */
export const SchemaContext = createContext<BodySchema | null>(null);

export function useFormSchema(): BodySchema {
  const schema = useContext(SchemaContext);
  if (!schema) throw new Error('SchemaField outside a ResourceForm');
  return schema;
}
