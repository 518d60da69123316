import { Form, Select } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { joinList, provinceOfCity, splitList, type AreaOption } from '@armada/domain';
import { apiGet } from '../../api/client';
import { useProvinces } from '../../api/areas';
import { ListField } from './ListField';

const CITY_LIST = '/api/user/user/city';
const DAY = 86_400_000;

/** The cities of each chosen province as option groups (GET user/user/city per province, kept a day). */
function useCityGroups(provinceIds: readonly string[], provinceName: (id: string) => string) {
  return useQueries({
    queries: provinceIds.map((id) => ({
      queryKey: ['area', 'city', { id_province: id }],
      queryFn: () => apiGet<AreaOption[]>(CITY_LIST, { id_province: id }),
      staleTime: DAY,
    })),
    combine: (results) =>
      results.flatMap((result, index) => {
        const id = provinceIds[index] ?? '';
        const cities = result.data ?? [];
        return cities.length > 0
          ? [{ label: provinceName(id), options: cities.map((city) => ({ value: city.id, label: city.name })) }]
          : [];
      }),
  });
}

/** An area's provinces and, within them, the cities it is narrowed to. */
export function AreaCoverageFields() {
  const { t } = useTranslation('dealers');
  const form = Form.useFormInstance();
  const provinceIds = splitList(Form.useWatch<string | undefined>('province_ids', form));
  const provinces = useProvinces();
  const provinceName = (id: string) => provinces.data?.find((p) => p.value === id)?.label ?? id;
  const cityGroups = useCityGroups(provinceIds, provinceName);
  // A province taken out takes its chosen cities with it.
  const keepCitiesOf = (chosen: string[]) => {
    const cities = splitList(form.getFieldValue('city_ids') as string | undefined);
    const kept = cities.filter((city) => chosen.includes(provinceOfCity(city)));
    if (kept.length < cities.length) form.setFieldValue('city_ids', joinList(kept));
  };
  return (
    <>
      <ListField name="province_ids" label={t('set.provinces')}>
        <Select
          mode="multiple"
          options={provinces.data}
          loading={provinces.isPending}
          optionFilterProp="label"
          onChange={keepCitiesOf}
        />
      </ListField>
      <ListField name="city_ids" label={t('set.cities')} extra={t('set.cities_hint')}>
        <Select mode="multiple" options={cityGroups} optionFilterProp="label" disabled={provinceIds.length === 0} />
      </ListField>
    </>
  );
}
