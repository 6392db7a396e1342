/**
 * How a call record was rated (issue 13 item 4), opened from its row: the matched dial prefix and rate
 * (or the tariff's default), how the tariff bills, the free seconds used, the seconds billed, cost and
 * price, and what its authorization granted. Records the rating engine did not rate say so.
 */
import { Modal, Table, Text } from '@mantine/core';
import type { Cdr } from '@portside/contract/callingcards/cdrs';
import { useT } from '../../../kit/i18n/index.ts';
import { rateMoney } from '../calling-rates/rate-format.ts';
import { cdrMoney } from './cdr-format.ts';

export function CdrRatingDialog({ row, onClose }: { row: Cdr | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('pinCdrs.rating.title', { callid: row?.callid ?? '' })}
      size={560}
      centered
    >
      {row && <RatingDetail row={row} />}
    </Modal>
  );
}

function RatingDetail({ row }: { row: Cdr }) {
  const t = useT();
  const rating = row.rating;
  if (!rating) return <Text c="dimmed">{t('pinCdrs.rating.notRated')}</Text>;
  const { rate } = rating;
  const lines: Array<[string, string]> = [
    [
      t('pinCdrs.rating.rate'),
      rate.source === 'special'
        ? t('pinCdrs.rating.special', { prefix: rate.prefix ?? '', name: rate.name ?? '' })
        : t('pinCdrs.rating.default'),
    ],
    [t('pinCdrs.rating.pricePerMinute'), rateMoney(Number(rate.price_per_minute), row.currency)],
    [t('pinCdrs.rating.costPerMinute'), rateMoney(Number(rate.cost_per_minute), row.currency)],
    [
      t('pinCdrs.rating.billing'),
      t('pinCdrs.rating.billingRule', {
        increment: rate.billing_increment,
        minimum: rate.minimum_duration,
      }),
    ],
    [t('pinCdrs.rating.answered'), t('pinCdrs.rating.seconds', { n: row.sessiontime })],
    [t('pinCdrs.rating.freeSeconds'), t('pinCdrs.rating.seconds', { n: rating.free_seconds })],
    [t('pinCdrs.rating.billedSeconds'), t('pinCdrs.rating.seconds', { n: rating.billed_seconds })],
    [t('pinCdrs.rating.cost'), cdrMoney(Number(rating.cost), row.currency)],
    [t('pinCdrs.rating.price'), cdrMoney(Number(rating.price), row.currency)],
    [
      t('pinCdrs.rating.granted'),
      rating.granted_seconds === null
        ? t('pinCdrs.rating.notAuthorized')
        : t('pinCdrs.rating.seconds', { n: rating.granted_seconds }),
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={t('pinCdrs.rating.table')}>
      <Table.Tbody>
        {lines.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="45%">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
