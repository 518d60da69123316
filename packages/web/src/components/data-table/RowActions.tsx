import { Button, Popconfirm, Space } from 'antd';

export type RowActionsProps = {
  /** Absent when the caller may not edit the row. */
  onEdit?: () => void;
  /** Absent when the caller may not delete it; asked to confirm first. */
  onDelete?: () => void;
  editText: string;
  deleteText: string;
  /** The question before a delete ('Delete "Pertamina Cawang"?'). */
  confirmText: string;
};

/** A row's Edit and Delete links, the delete confirmed in a pop-over. */
export function RowActions({ onEdit, onDelete, editText, deleteText, confirmText }: RowActionsProps) {
  return (
    <Space size={4}>
      {onEdit && (
        <Button size="small" type="link" onClick={onEdit}>
          {editText}
        </Button>
      )}
      {onDelete && (
        <Popconfirm title={confirmText} okText={deleteText} okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button size="small" type="link" danger>
            {deleteText}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
