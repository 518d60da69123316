import { useMemo } from 'react';
import { Card, Col, Empty, Input, List, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../../api/ApiError';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { PageTitle } from '../../../components/PageTitle';
import { useAuth } from '../../auth/useAuth';
import { toEntry } from '../../fleet/fleetModel';
import { useMonitoringList } from '../../fleet/fleetApi';
import { MIN_PLACE_QUERY, usePlaceSearch } from './placeSearchApi';
import { ResultLink } from './ResultLink';
import { placeDetail, vehicleDetail } from './searchLabels';
import { SearchOption } from './SearchOption';
import { placeFocusUrl, vehicleFocusUrl } from './urlFocus';
import { matchVehicles } from './vehicleMatches';

const VEHICLE_LIMIT = 50;
const SMALL = 'small';

/** /search: vehicles and places matching a text; choosing one opens the map on it. */
export function SearchPage() {
  const { t } = useTranslation('mapSettings');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { viewer } = useAuth();
  const fleet = useMonitoringList(viewer?.realm_id);
  const entries = useMemo(() => (fleet.data?.data ?? []).map(toEntry), [fleet.data]);
  const vehicles = useMemo(() => matchVehicles(entries, q, VEHICLE_LIMIT), [entries, q]);
  const places = usePlaceSearch(q);
  const searched = q.trim().length > 0;

  return (
    <>
      <PageTitle>{t('search.title')}</PageTitle>
      <Input.Search
        key={q}
        defaultValue={q}
        allowClear
        enterButton
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        style={{ maxWidth: 560, marginBottom: 16 }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size={SMALL} title={t('search.vehicles')}>
            {fleet.isPending ? <Skeleton active /> : null}
            {fleet.error ? <ErrorMessage error={toApiError(fleet.error)} /> : null}
            {searched && !fleet.isPending ? (
              <List
                dataSource={vehicles}
                locale={{ emptyText: <Empty description={t('search.no_vehicles')} /> }}
                rowKey={(match) => match.entry.vehicle.imei}
                renderItem={(match) => (
                  <List.Item>
                    <ResultLink to={vehicleFocusUrl(match.entry.vehicle.imei)}>
                      <SearchOption
                        kind="vehicle"
                        title={match.entry.vehicle.vehicle_name}
                        detail={vehicleDetail(match, t)}
                      />
                    </ResultLink>
                  </List.Item>
                )}
              />
            ) : null}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size={SMALL} title={t('search.places')}>
            {places.isFetching ? <Skeleton active /> : null}
            {places.error ? <ErrorMessage error={toApiError(places.error)} /> : null}
            {q.trim().length >= MIN_PLACE_QUERY && places.data ? (
              <List
                dataSource={places.data.data}
                locale={{ emptyText: <Empty description={t('search.no_places')} /> }}
                rowKey={(place) => `${place.kind}:${place.name}:${place.lat}:${place.lng}`}
                renderItem={(place) => (
                  <List.Item>
                    <ResultLink to={placeFocusUrl(place)}>
                      <SearchOption kind="place" title={place.name} detail={placeDetail(place, t)} />
                    </ResultLink>
                  </List.Item>
                )}
              />
            ) : null}
          </Card>
        </Col>
      </Row>
    </>
  );
}
