import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { decimal } from '../../components/formatNumber';

export type FigureLinkProps = { to: string; label: string; count: number };

/** A figure as a link to the list of the trucks it counts. */
export function FigureLink({ to, label, count }: FigureLinkProps) {
  const { t } = useTranslation('euro4');
  return (
    <LinkButton to={to} type="link">
      {t('figure', { label, count: decimal(count, 0) })}
    </LinkButton>
  );
}
