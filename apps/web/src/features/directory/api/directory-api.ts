/**
 * Calls of the Directory screen: the list path and key, a contact's create, update and delete, and its
 * phones (page 1 of 10,000; add; remove). Contact changes reload page 1 of the list; phone changes
 * refetch the contact's phones and the list (its Phones column).
 */
import type {
  Contact,
  ContactPhone,
  ContactPhoneList,
  CreateContact,
  CreateContactPhone,
  UpdateContact,
} from '@portside/contract/directory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../../kit/api-client.ts';
import { reloadLists } from '../../../kit/list/index.ts';

export const directoryKey = (domain: string) => ['directory', domain] as const;
const phonesKey = (domain: string, uuid: string) => ['directory', domain, 'phones', uuid] as const;

export const contactsPath = (domain: string) => `/v3/pbx/domain/${encodeURIComponent(domain)}/contact`;
const contactPath = (domain: string, uuid: string) => `${contactsPath(domain)}/${encodeURIComponent(uuid)}`;

export const createContact = (domain: string, body: CreateContact) =>
  api.post<Contact>(contactsPath(domain), body);

/** One number on one channel; the label is a channel id (the server refuses any other with a 400). */
export const addContactPhone = (
  domain: string,
  uuid: string,
  phone: { phone_label: string; phone_number: string },
) => {
  const body = { phone_label: phone.phone_label, phone_number: phone.phone_number };
  return api.post<ContactPhone>(
    `${contactPath(domain, uuid)}/phone`,
    body satisfies Record<keyof CreateContactPhone, string>,
  );
};

export function useReloadDirectory(domain: string) {
  const client = useQueryClient();
  return () => reloadLists(client, directoryKey(domain));
}

export function useUpdateContact(domain: string) {
  const reload = useReloadDirectory(domain);
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: UpdateContact }) =>
      api.patch<Contact>(contactPath(domain, uuid), body),
    onSuccess: reload,
  });
}

export function useDeleteContact(domain: string) {
  const reload = useReloadDirectory(domain);
  return useMutation({
    mutationFn: (uuid: string) => api.delete(contactPath(domain, uuid)),
    onSuccess: reload,
  });
}

export function useContactPhones(domain: string, uuid: string | null) {
  return useQuery({
    queryKey: phonesKey(domain, uuid ?? ''),
    queryFn: () =>
      api.get<ContactPhoneList>(
        `${contactPath(domain, uuid ?? '')}/phone${query({ page: 1, pagesize: 10000 })}`,
      ),
    enabled: uuid !== null,
  });
}

/** After phones changed on the server: the contact's phones again, and the list's Phones column. */
export function useRefreshPhones(domain: string) {
  const client = useQueryClient();
  return (uuid: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: phonesKey(domain, uuid) }),
      reloadLists(client, directoryKey(domain)),
    ]);
}

export function useDeleteContactPhone(domain: string, uuid: string) {
  const refresh = useRefreshPhones(domain);
  return useMutation({
    mutationFn: (phoneUuid: string) =>
      api.delete(`${contactPath(domain, uuid)}/phone/${encodeURIComponent(phoneUuid)}`),
    onSuccess: () => refresh(uuid),
  });
}
