// Issue 22: a booking's tax documents (invoices, credit and debit notes) wherever they are read: the guest's booking in
// My bookings and the staff booking page. Number, kind, date and total; the PDF and the XML are files behind the
// Bearer token, so they are fetched with it and saved (api/download.ts), never opened by a plain link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import type { BookingTaxDocument } from '../../../../shared/schemas/taxDocuments';
import { downloadWithToken } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { formatDate, formatPrice } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { selectToken } from '../../auth/authSlice';

type Listed = Pick<BookingTaxDocument, 'id' | 'number' | 'type' | 'issued_at' | 'total' | 'pdf' | 'xml' | 'purpose'>;

/**
 * The words for a document's kind, e.g. "Tax invoice" / «فاتورة ضريبية»; an invoice for a change of the booking or for
 * services added later says so, so that it is told from the stay's.
 */
export function useTaxDocumentType() {
  const { t } = useTranslation();
  return (type: BookingTaxDocument['type'], purpose?: BookingTaxDocument['purpose']) =>
    type === 'invoice'
      ? purpose === 'change'
        ? t('taxDocuments.purpose.change')
        : purpose === 'services'
          ? t('taxDocuments.purpose.services')
          : t('taxDocuments.type.invoice')
      : type === 'credit_note'
        ? t('taxDocuments.type.credit_note')
        : t('taxDocuments.type.debit_note');
}

/** The PDF and XML downloads of one document, one at a time. */
export function TaxDocumentDownloads({ document }: { document: Pick<Listed, 'number' | 'pdf' | 'xml'> }) {
  const { t } = useTranslation();
  const token = useSelector(selectToken);
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const download = async (kind: 'pdf' | 'xml') => {
    setBusy(kind);
    try {
      await downloadWithToken(kind === 'pdf' ? document.pdf : document.xml, token, `${document.number}.${kind}`);
    } catch {
      notify('error', t('taxDocuments.downloadFailed'), { action: { label: t('common.retry'), onClick: () => void download(kind) } });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Downloads>
      <Button
        $variant="secondary"
        onClick={() => void download('pdf')}
        disabled={busy !== null}
        aria-label={t('taxDocuments.pdfOf', { number: document.number })}
      >
        {busy === 'pdf' ? t('taxDocuments.downloading') : 'PDF'}
      </Button>
      <Button
        $variant="ghost"
        onClick={() => void download('xml')}
        disabled={busy !== null}
        aria-label={t('taxDocuments.xmlOf', { number: document.number })}
      >
        {busy === 'xml' ? t('taxDocuments.downloading') : 'XML'}
      </Button>
    </Downloads>
  );
}

/** The list itself; nothing while there is nothing to list unless `empty` says what to show. */
export function TaxDocumentList({
  documents,
  isError = false,
  onRetry,
  empty,
  heading = true,
}: {
  documents: Listed[] | undefined;
  isError?: boolean;
  onRetry?: () => void;
  empty?: string;
  /** False where the page already heads the list (the staff booking page's panel). */
  heading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const typeLabel = useTaxDocumentType();
  if (isError)
    return (
      <p role="alert">
        {t('taxDocuments.loadFailed')}{' '}
        {onRetry ? (
          <Button $variant="ghost" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </p>
    );
  if (!documents) return null;
  if (documents.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <section aria-label={t('taxDocuments.title')}>
      {heading ? <h3>{t('taxDocuments.title')}</h3> : null}
      <List>
        {documents.map((document) => (
          <li key={document.id}>
            <div>
              <strong>
                <bdi dir="ltr">{document.number}</bdi>
              </strong>
              <span>{typeLabel(document.type, document.purpose)}</span>
              <span>{formatDate(document.issued_at, i18n.language, { dateStyle: 'medium' })}</span>
              <span>
                <bdi>{formatPrice(document.total, i18n.language)}</bdi>
              </span>
            </div>
            <TaxDocumentDownloads document={document} />
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.line};
  }
  li > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
`;

const Downloads = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
