import { PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { OfferPrintSheet, type PrintCompany } from './OfferPrintSheet.tsx';
import { COMPANY_INFO_KEY, companyApi } from '../../../api/company-api.ts';

const NO_COMPANY: PrintCompany = { name: '', logoUrl: '' };

/** Loads the logo before the print dialog opens, so it is not missing from the page (at most a few seconds). */
async function preloadImage(url: string): Promise<void> {
  const img = new Image();
  img.src = url;
  if (typeof img.decode !== 'function') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 3000);
  });
  await Promise.race([img.decode().catch(() => {}), timeout]);
  clearTimeout(timer);
}

/** 打印: puts the quote's print sheet on the page (the only thing printed) and opens the print dialog. */
export function OfferPrintButton({ row }: { row: EntityRow }) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  // a new object each time, so a second 打印 prints again
  const [sheet, setSheet] = useState<{ company: PrintCompany }>();

  useEffect(() => {
    if (!sheet) return;
    const done = () => setSheet(undefined);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [sheet]);

  const print = async () => {
    setLoading(true);
    const company = await queryClient
      .fetchQuery({
        queryKey: COMPANY_INFO_KEY,
        queryFn: () => companyApi.get({ silent: true }).then((res) => res.data),
        staleTime: 60_000,
      })
      .then((info): PrintCompany => ({ name: info.company_name, logoUrl: info.logo_url }))
      .catch(() => NO_COMPANY);
    if (company.logoUrl) await preloadImage(company.logoUrl);
    setLoading(false);
    setSheet({ company });
  };

  return (
    <>
      <Button icon={<PrinterOutlined />} loading={loading} onClick={() => void print()}>
        打印
      </Button>
      {sheet && createPortal(<OfferPrintSheet row={row} company={sheet.company} />, document.body)}
    </>
  );
}
