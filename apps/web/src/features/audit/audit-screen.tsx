/**
 * Audit (issue 10 item 5): the current environment's audit log, newest first, for administrators and
 * auditors. Search, advanced search (user, entity, action, dates), column chooser, export, Load More.
 * Each row: when (local 'lll'), who and with which role, what was done to which entity and id, the names
 * of the fields written (never their values), the address and the call.
 */
import { Badge } from '@mantine/core';
import type { Role } from '@portside/contract/access';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry, type AuditList } from '@portside/contract/audit';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, useListController } from '../../kit/list/index.ts';
import { roleLabel } from '../../kit/session/permissions.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { AUDIT_PATH, auditKey } from './api/audit-list.ts';
import { AuditFilterFields, auditFilterParams, noAuditFilters } from './audit-filters.tsx';

const page = (answer: AuditList) => ({
  rows: answer.data,
  total: answer.total,
  totalKind: answer.total_kind,
});

const ROLES: readonly string[] = [
  'org_admin',
  'ship_admin',
  'operator',
  'billing_clerk',
  'auditor',
  'extension',
];
const KINDS = ['user', 'extension', 'token', 'device', 'anonymous'] as const;
const ACTION_COLORS: Record<string, string> = { create: 'teal', update: 'blue', delete: 'red' };
/** A badge the table must not squeeze on a phone. */
const KEEP_WHOLE = { minWidth: 'max-content' } as const;

/** A known value's text, else the value as the server wrote it (a newer server may know more). */
function label<K extends string>(known: readonly K[], value: string, text: (k: K) => string): string {
  return (known as readonly string[]).includes(value) ? text(value as K) : value;
}

function columnsOf(t: TFunction): ListColumn<AuditEntry>[] {
  return [
    { id: 'at', title: t('audit.columns.at'), date: true },
    {
      id: 'actor_name',
      title: t('audit.columns.actorName'),
      render: (row) => row.actor_name || row.actor_id || '—',
    },
    {
      id: 'actor_role',
      title: t('audit.columns.actorRole'),
      // 'Organisation administrator' on two lines, so the default columns fit at 1280 px.
      overflow: 'wrap',
      render: (row) =>
        ROLES.includes(row.actor_role) ? t(roleLabel(row.actor_role as Role)) : row.actor_role || '—',
    },
    {
      id: 'action',
      title: t('audit.columns.action'),
      render: (row) => (
        <Badge variant="light" color={ACTION_COLORS[row.action] ?? 'gray'} style={KEEP_WHOLE}>
          {label(AUDIT_ACTIONS, row.action, (a) => t(`audit.actions.${a}`))}
        </Badge>
      ),
    },
    {
      id: 'entity',
      title: t('audit.columns.entity'),
      render: (row) => label(AUDIT_ENTITIES, row.entity, (e) => t(`audit.entities.${e}`)),
    },
    // Most keys are uuids nobody reads; Detail carries the path with the number or MAC people know.
    // Hidden by default so the default columns fit at 1280 px; the chooser brings it back.
    {
      id: 'entity_id',
      title: t('audit.columns.entityId'),
      defaultVisible: false,
      overflow: 'anywhere',
    },
    {
      id: 'fields',
      title: t('audit.columns.fields'),
      overflow: 'wrap',
      render: (row) => (row.fields.length > 0 ? row.fields.join(', ') : '—'),
    },
    { id: 'ip', title: t('audit.columns.ip') },
    { id: 'detail', title: t('audit.columns.detail'), overflow: 'anywhere' },
    {
      id: 'actor_kind',
      title: t('audit.columns.actorKind'),
      defaultVisible: false,
      render: (row) => label(KINDS, row.actor_kind, (k) => t(`audit.kinds.${k}`)),
    },
    { id: 'actor_id', title: t('audit.columns.actorId'), defaultVisible: false, overflow: 'anywhere' },
    { id: 'domain', title: t('audit.columns.domain'), defaultVisible: false },
    { id: 'id', title: t('audit.columns.id'), defaultVisible: false },
  ];
}

export function AuditScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const list = useListController({
    queryKey: auditKey(domain),
    path: AUDIT_PATH,
    page,
    filters: noAuditFilters,
    filterParams: auditFilterParams,
  });
  return (
    <ListScreen
      title={t('audit.title')}
      screen="audit"
      list={list}
      columns={columnsOf(t)}
      rowKey="id"
      searchPlaceholder={t('audit.search')}
      advancedSearch={AuditFilterFields}
    />
  );
}
