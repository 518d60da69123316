import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, Button, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { cleanBody, editBody, type BodySchema } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { useResourceSave, useResourceView, type ResourceRef } from '../../api/resource';
import { ErrorMessage } from '../ErrorMessage';
import { SUBMIT, VERTICAL_FORM } from '../ui';
import { SchemaContext } from './schemaContext';
import { newIdempotencyKey, preventImplicitSubmit } from './implicitSubmit';

export type ResourceFormProps<T> = {
  resource: ResourceRef;
  /** The add body schema, or the edit body schema when `id` is given. */
  schema: BodySchema;
  /** The row being edited; null to add one. */
  id: number | null;
  /** The form's values from a loaded row (edit) or the defaults (add). */
  toValues?: (row: T | undefined) => Record<string, unknown>;
  onSaved: (id: number) => void;
  onCancel: () => void;
  /** The success toast, when the call has its own ('Vehicle has been registered.'); else 'Saved'. */
  successText?: string;
  children: ReactNode;
};

/** The form shell: loads the row to edit, checks every field with the call's schema, saves, reports. */
export function ResourceForm<T>(props: ResourceFormProps<T>) {
  const { resource, schema, id, toValues, onSaved, onCancel, successText, children } = props;
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const row = useResourceView<T>(resource, id);
  const save = useResourceSave(resource);
  // One key per add: sent again (a double submit, a retry after a lost answer), it creates one row.
  const [key, setKey] = useState(newIdempotencyKey);

  // The form mounts with its values, so nothing typed before an effect runs is wiped; it is reset only
  // when what they come from changes (another row, a refetch that changed it, another prefill).
  const initial = useMemo(
    () => (toValues && (id === null || row.data) ? toValues(row.data) : undefined),
    [toValues, id, row.data],
  );
  const shown = id === null || row.data !== undefined;
  const mountedWith = useRef<{ values: typeof initial } | null>(null);
  useEffect(() => {
    if (!shown) mountedWith.current = null; // the spinner is up; the form mounts again with its values
    if (!shown || mountedWith.current?.values === initial) return;
    const mounting = mountedWith.current === null;
    mountedWith.current = { values: initial };
    if (!mounting) form.resetFields();
  }, [form, shown, initial]);

  // An edit also sends the optional texts the user emptied, or the server would keep their old values.
  const bodyOf = (values: Record<string, unknown>) =>
    id === null || !toValues ? cleanBody(values) : editBody(schema, toValues(row.data), values);

  const submit = (values: Record<string, unknown>) => {
    if (save.isPending) return; // the first submit's answer decides
    save.mutate(
      { id, body: bodyOf(values), key },
      {
        onSuccess: (saved) => {
          setKey(newIdempotencyKey());
          void message.success(successText ?? t('form.saved'));
          onSaved(saved.id);
        },
      },
    );
  };

  if (id !== null && row.isPending) return <Spin />;
  if (row.error) return <ErrorMessage error={toApiError(row.error)} />;
  return (
    <SchemaContext.Provider value={schema}>
      <Form
        form={form}
        initialValues={initial}
        {...VERTICAL_FORM}
        onFinish={submit}
        // A new attempt the fields refuse also clears the server's answer to the last one.
        onFinishFailed={() => save.reset()}
        onKeyDown={preventImplicitSubmit}
      >
        {children}
        {save.error && <ErrorMessage error={toApiError(save.error)} />}
        <Flex gap={8} justify="end">
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType={SUBMIT} loading={save.isPending} disabled={save.isPending}>
            {t('form.save')}
          </Button>
        </Flex>
      </Form>
    </SchemaContext.Provider>
  );
}
