import type { ReactNode } from 'react';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanBody, type BodySchema } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SchemaContext } from '../../components/form/schemaContext';
import { SUBMIT, VERTICAL_FORM } from '../../components/ui';
import { useDecision } from './leasingApi';

export type DecisionFormProps = {
  action: 'approve' | 'reject';
  leaseId: number;
  schema: BodySchema;
  onDone: () => void;
  /** Values the form starts with (the contract's owner chosen for the dealer). */
  initialValues?: Record<string, unknown>;
  children: ReactNode;
};

/** Approve or reject: the fields checked with the call's schema, then the call; the server checks again. */
export function DecisionForm({ action, leaseId, schema, onDone, initialValues, children }: DecisionFormProps) {
  const { t } = useTranslation('leasing');
  const { message } = App.useApp();
  const decision = useDecision(action);
  const submit = (values: Record<string, unknown>) =>
    decision.mutate(
      { ...cleanBody(values), id: leaseId },
      {
        onSuccess: () => {
          void message.success(t(`validation.done_${action}`));
          onDone();
        },
      },
    );
  return (
    <SchemaContext.Provider value={schema}>
      <Form {...VERTICAL_FORM} initialValues={initialValues} onFinish={submit} onFinishFailed={() => decision.reset()}>
        {children}
        {decision.error && <ErrorMessage error={toApiError(decision.error)} />}
        <Button
          type="primary"
          danger={action === 'reject'}
          htmlType={SUBMIT}
          loading={decision.isPending}
          style={{ marginTop: 8 }}
        >
          {t(`validation.${action}`)}
        </Button>
      </Form>
    </SchemaContext.Provider>
  );
}
