import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { geocode } from "#shared/contract/geocoding.ts";

/** Searches start at this many letters (the API's own minimum). */
export const SEARCH_MIN_LENGTH = 2;

/**
 * GET geocode?q= : places in Egypt matching the text (the server restricts to Egypt), and whether
 * the text named a place abroad instead.
 */
export async function searchPlaces(query: string, signal?: AbortSignal) {
  const response = await callApi(geocode, { query: { q: query }, signal });
  return { places: response.data, outsideEgypt: response.outside_egypt === true };
}

export const placesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ["geocode", query],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Searches for `query` once it has 2 letters (debounce it before passing it in). */
export function usePlaceSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...placesQueryOptions(trimmed),
    enabled: trimmed.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
