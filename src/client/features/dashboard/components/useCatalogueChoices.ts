import { useLocalized } from '../../../ui/useLocalized';
import { useSortByName } from '../../../ui/sortByName';
import { useGetCatalogueOptionsQuery } from '../huts/hutsApi';

type Choice = { value: string; label: string };

/**
 * The huts and suppliers staff pick from, as select options named and sorted in the reader's language
 * (Arabic hut names in Arabic order on the Arabic screen). `query` is the options request itself.
 */
export function useCatalogueChoices() {
  const query = useGetCatalogueOptionsQuery();
  const { pick } = useLocalized();
  const sort = useSortByName();
  const huts: Choice[] = sort(
    (query.data?.huts ?? []).map((hut) => ({ value: String(hut.id), label: pick(hut, 'title') })),
    (choice) => choice.label,
  );
  const suppliers: Choice[] = sort(
    (query.data?.suppliers ?? []).map((supplier) => ({ value: String(supplier.id), label: supplier.company_name || supplier.full_name })),
    (choice) => choice.label,
  );
  return { query, huts, suppliers };
}
