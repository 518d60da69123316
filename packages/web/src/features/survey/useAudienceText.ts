import { useTranslation } from 'react-i18next';
import type { SurveyRow } from '@armada/domain';

/** The audience in words: its realms and organisations, or everyone. */
export function useAudienceText() {
  const { t } = useTranslation('survey');
  return (survey: Pick<SurveyRow, 'realms' | 'organizations'>) => {
    const parts = [
      ...survey.realms.map((realm) => t(`realm.${realm}`)),
      ...survey.organizations.map((org) => org.name),
    ];
    return parts.length === 0 ? t('audience_everyone') : parts.join(', ');
  };
}
