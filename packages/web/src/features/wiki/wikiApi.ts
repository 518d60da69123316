import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  hasPermission,
  WIKI_CALLS,
  WIKI_RESOURCES,
  type Guide,
  type GuideCategory,
  type Viewer,
  type WikiSearchPage,
} from '@armada/domain';
import { apiGet } from '../../api/client';
import { resourceKey, type ResourceRef } from '../../api/resource';

export const CATEGORY_RESOURCE: ResourceRef = WIKI_RESOURCES.category;
export const GUIDE_RESOURCE: ResourceRef = WIKI_RESOURCES.guide;

/** The reading calls answer in the page's language: it is part of every key. */
const WIKI_KEY = ['wiki'] as const;
const useLanguage = () => useTranslation().i18n.language;

export function useCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...WIKI_KEY, language, 'categories'],
    queryFn: () => apiGet<GuideCategory[]>(WIKI_CALLS.categories),
  });
}

export function useCategory(link: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...WIKI_KEY, language, 'category', link],
    queryFn: () => apiGet<GuideCategory>(WIKI_CALLS.categoryByLink, { category_link: link }),
    enabled: link !== undefined,
  });
}

export function useGuide(link: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...WIKI_KEY, language, 'guide', link],
    queryFn: () => apiGet<Guide>(WIKI_CALLS.guideByLink, { link }),
    enabled: link !== undefined,
  });
}

/** search_wiki, only for a search with something in it. */
export function useWikiSearch(search: string, page = 1) {
  const language = useLanguage();
  const text = search.trim();
  return useQuery({
    queryKey: [...WIKI_KEY, language, 'search', text, page],
    queryFn: () => apiGet<WikiSearchPage>(WIKI_CALLS.search, { page, search: text }),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}

/** After an editor's save: the readers' answers and the editor's views are read again. */
export function useWikiRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: WIKI_KEY }),
      client.invalidateQueries({ queryKey: resourceKey(CATEGORY_RESOURCE) }),
      client.invalidateQueries({ queryKey: resourceKey(GUIDE_RESOURCE) }),
    ]);
}

export const mayEditWiki = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'edit_wiki');

/** The reader's address of a category and of a guide. */
export const categoryPath = (categoryLink: string) => `/wiki/view/${categoryLink}`;
export const guidePath = (categoryLink: string, link: string) => `/wiki/view/${categoryLink}/${link}`;
