import { Button, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SURVEY_STATUSES, WIKI_HELP, type SurveyRow, type SurveySort } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataColumn } from '../../components/data-table/columns';
import { bothWays } from '../../components/data-table/sortSpec';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { formatDateTime } from '../../components/formatDate';
import { PageTitle } from '../../components/PageTitle';
import { AddButton } from '../../components/resource/ResourceScreen';
import { SurveyStatusTag } from './SurveyStatusTag';
import { downloadSurvey, SURVEY_TABLE, useDeleteSurvey, useSurveyList } from './surveyApi';
import { surveyPaths } from './surveyPaths';
import { useAudienceText } from './useAudienceText';
import { useSurveyFeedback } from './useSurveyFeedback';

const ROW_KEY = 'id';
const SMALL = 'small';
const TEXT = 'text';

/**
 * `/survey/admin/survey-list`: the surveys the caller runs, searched and filtered by status, with
 * period, audience, questions and answers; edit, preview, download of the answers, delete (confirmed).
 */
export function SurveyListPage() {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const controls = useTableQuery(SURVEY_TABLE);
  const list = useSurveyList(controls.state);
  const remove = useDeleteSurvey();
  const feedback = useSurveyFeedback();
  const audienceText = useAudienceText();
  const download = (row: SurveyRow) =>
    downloadSurvey(row.id).catch((error: unknown) => feedback.failed('download_survey', error));

  const columns: DataColumn<SurveyRow, SurveySort>[] = [
    {
      key: 'title',
      title: t('field.title'),
      sortBy: bothWays('title'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong style={{ maxWidth: 260 }}>
            {row.title}
          </Typography.Text>
          {row.description && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
              {row.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'status', title: t('field.status'), render: (_, row) => <SurveyStatusTag status={row.status} /> },
    {
      key: 'period',
      title: t('field.period'),
      sortBy: bothWays('start_time'),
      render: (_, row) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span>{formatDateTime(row.start_time)}</span>
          <Typography.Text type="secondary">{t('period_until', { end: formatDateTime(row.end_time) })}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'audience', title: t('field.audience'), render: (_, row) => audienceText(row) },
    { key: 'owner', title: t('field.owner'), dataIndex: 'owner_name' },
    { key: 'questions', title: t('field.questions'), dataIndex: 'question_count', align: 'right' },
    {
      key: 'answers',
      title: t('field.answers'),
      dataIndex: 'answer_count',
      align: 'right',
      sortBy: bothWays('answer_count'),
    },
    {
      key: 'actions',
      title: t('field.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('action.edit')}>
            <Button
              size={SMALL}
              type={TEXT}
              icon={<EditOutlined />}
              aria-label={t('action.edit')}
              onClick={() => navigate(surveyPaths.edit(row.id))}
            />
          </Tooltip>
          <Tooltip title={t('action.preview')}>
            <Button
              size={SMALL}
              type={TEXT}
              icon={<EyeOutlined />}
              aria-label={t('action.preview')}
              onClick={() => navigate(surveyPaths.preview(row.id))}
            />
          </Tooltip>
          <Tooltip title={t('action.download')}>
            <Button
              size={SMALL}
              type={TEXT}
              icon={<DownloadOutlined />}
              aria-label={t('action.download')}
              onClick={() => void download(row)}
            />
          </Tooltip>
          <Popconfirm
            title={t('confirm_delete', { title: row.title })}
            description={row.answer_count > 0 ? t('confirm_delete_answers', { count: row.answer_count }) : undefined}
            okText={t('action.delete')}
            cancelText={t('action.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutate(row.id, {
                onSuccess: feedback.deleted,
                onError: (error) => feedback.failed('delete_survey', error),
              })
            }
          >
            <Button size={SMALL} type={TEXT} danger icon={<DeleteOutlined />} aria-label={t('action.delete')} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle help={WIKI_HELP.surveys}>{t('list_title')}</PageTitle>
      <DataTable
        columns={columns}
        query={list}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <TableSearch controls={controls} placeholder={t('search')} />
            <FilterSelect
              label={t('field.status')}
              value={controls.state.filters.status}
              options={SURVEY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onChange={(status) => controls.setFilters({ status })}
            />
            <AddButton label={t('action.add')} onClick={() => navigate(surveyPaths.create)} />
          </>
        }
      />
    </>
  );
}
