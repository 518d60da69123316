import type { ReactNode } from 'react';
import { Button, Card, Drawer } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageTitle } from '../PageTitle';
import type { EditorMode, EditorState } from '../form/useEditor';
import { useDrawerSize } from './useDrawerSize';

export type ResourceScreenProps = {
  title: ReactNode;
  /** The help wiki's guide of the screen, linked beside its title. */
  help?: string;
  /** The list: a DataTable. */
  children: ReactNode;
  editor: { state: EditorState; close: () => void };
  panelTitle: (mode: EditorMode) => ReactNode;
  /** The side panel's width on desktops (phones get the whole screen). */
  panelWidth?: number;
  renderView: (id: number) => ReactNode;
  renderForm: (id: number | null) => ReactNode;
};

/** A list screen with its side panel: the row viewed, edited or added in a drawer over the list. */
export function ResourceScreen(props: ResourceScreenProps) {
  const { title, help, children, editor, panelTitle, panelWidth = 480, renderView, renderForm } = props;
  const size = useDrawerSize(panelWidth);
  const { state } = editor;
  return (
    <>
      <PageTitle help={help}>{title}</PageTitle>
      <Card>{children}</Card>
      <Drawer
        open={state !== null}
        onClose={editor.close}
        size={size}
        title={state && panelTitle(state.mode)}
        destroyOnHidden
      >
        {state?.mode === 'view' && state.id !== null && renderView(state.id)}
        {state && state.mode !== 'view' && renderForm(state.id)}
      </Drawer>
    </>
  );
}

export type AddButtonProps = { label: ReactNode; onClick: () => void };

export function AddButton({ label, onClick }: AddButtonProps) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}
