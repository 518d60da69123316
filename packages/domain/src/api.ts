import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Closed } from './calls/contract.js';

/** The gateway envelope: `{ response, message, result }`, response 200 on success. */
export const Envelope = <T extends TSchema>(result: T) =>
  Closed({ response: Type.Integer(), message: Type.String(), result });

export const ErrorBody = Closed({
  response: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  result: Type.Optional(Type.Unknown()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Page = <T extends TSchema>(row: T) =>
  Closed({
    data: Type.Array(row),
    total_data: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  });

export type Envelope<T> = { response: number; message: string; result: T };
export type Page<T> = { data: T[]; total_data: number; page: number; limit: number };
