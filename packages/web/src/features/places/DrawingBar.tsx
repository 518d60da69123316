import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type DrawingBarProps = { hint: string; onDone?: () => void; onCancel: () => void };

/** Over the map while a shape is drawn or edited: what to do, and the way out. */
export function DrawingBar({ hint, onDone, onCancel }: DrawingBarProps) {
  const { t } = useTranslation('places');
  return (
    <div
      role="status"
      style={{
        position: 'absolute',
        top: 10,
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: 'calc(100% - 120px)',
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
        padding: '8px 12px',
        zIndex: 5,
      }}
    >
      <Space wrap>
        <span>{hint}</span>
        {onDone ? (
          <Button type="primary" size="small" onClick={onDone}>
            {t('done')}
          </Button>
        ) : null}
        <Button size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Space>
    </div>
  );
}
