import { S3ServiceException, type S3Client } from '@aws-sdk/client-s3';

type Part = { PartNumber: number; ETag: string; Size: number };
type Upload = { Key: string; UploadId: string; Initiated: Date; parts: Map<number, Part> };
type Input = Record<string, unknown>;

/**
 * s3rver stores multipart uploads but cannot list their parts, abort them or list them. A ledger, attached to
 * clients as middleware, keeps the uploads and parts those clients create through s3rver and answers the three
 * calls from it, as S3 does: pages of `pageSize` with their markers, NoSuchUpload for an upload that is gone.
 * Everything else still goes to s3rver. Clients attached to one ledger see one bucket, as server instances do.
 */
export function multipartLedger(pageSize = 2, now: () => Date = () => new Date()) {
  const uploads = new Map<string, Upload>();
  const noSuchUpload = () =>
    new S3ServiceException({
      name: 'NoSuchUpload',
      $fault: 'client',
      $metadata: { httpStatusCode: 404 },
      message: 'The specified upload does not exist',
    });

  /** The answer S3 would give, or undefined for a call s3rver handles itself. */
  const answer = (command: string, input: Input): Input | undefined => {
    switch (command) {
      case 'ListPartsCommand': {
        const upload = uploads.get(String(input.UploadId));
        if (!upload) throw noSuchUpload();
        const after = Number(input.PartNumberMarker ?? 0);
        const rest = [...upload.parts.values()]
          .filter((p) => p.PartNumber > after)
          .sort((a, b) => a.PartNumber - b.PartNumber);
        const page = rest.slice(0, pageSize);
        const more = rest.length > pageSize;
        return {
          Parts: page,
          IsTruncated: more,
          NextPartNumberMarker: more ? String(page.at(-1)!.PartNumber) : undefined,
        };
      }
      case 'AbortMultipartUploadCommand':
        if (!uploads.delete(String(input.UploadId))) throw noSuchUpload();
        return {};
      case 'ListMultipartUploadsCommand': {
        const [keyMarker, idMarker] = [String(input.KeyMarker ?? ''), String(input.UploadIdMarker ?? '')];
        const rest = [...uploads.values()]
          .sort((a, b) => a.Key.localeCompare(b.Key) || a.UploadId.localeCompare(b.UploadId))
          .filter((u) => u.Key > keyMarker || (u.Key === keyMarker && u.UploadId > idMarker));
        const page = rest.slice(0, pageSize);
        const more = rest.length > pageSize;
        return {
          Uploads: page.map(({ Key, UploadId, Initiated }) => ({ Key, UploadId, Initiated })),
          IsTruncated: more,
          NextKeyMarker: more ? page.at(-1)!.Key : undefined,
          NextUploadIdMarker: more ? page.at(-1)!.UploadId : undefined,
        };
      }
    }
    return undefined;
  };

  /** Notes what s3rver did: uploads started, parts stored, uploads completed. */
  const note = (command: string, input: Input, output: Input) => {
    if (command === 'CreateMultipartUploadCommand') {
      uploads.set(String(output.UploadId), {
        Key: String(input.Key),
        UploadId: String(output.UploadId),
        Initiated: now(),
        parts: new Map(),
      });
    } else if (command === 'UploadPartCommand') {
      const PartNumber = Number(input.PartNumber);
      uploads
        .get(String(input.UploadId))
        ?.parts.set(PartNumber, { PartNumber, ETag: String(output.ETag), Size: Number(input.ContentLength ?? 0) });
    } else if (command === 'CompleteMultipartUploadCommand') {
      uploads.delete(String(input.UploadId));
    }
  };

  const attach = (client: S3Client) =>
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName);
        const input = args.input as Input;
        const answered = answer(command, input);
        if (answered) return { output: { ...answered, $metadata: {} }, response: {} } as never;
        const result = await next(args);
        note(command, input, result.output as unknown as Input);
        return result;
      },
      { step: 'initialize', name: 'multipartLedger' },
    );

  return {
    attach,
    /** a part the browser sent straight to the store through a presigned UploadPart URL */
    presigned: (url: string, ETag: string, Size: number) => {
      const q = new URL(url).searchParams;
      const PartNumber = Number(q.get('partNumber'));
      uploads.get(q.get('uploadId') ?? '')?.parts.set(PartNumber, { PartNumber, ETag, Size });
    },
    /** an upload started by another program under a key the server did not make */
    foreign: (Key: string) =>
      void uploads.set(`foreign-${Key}`, { Key, UploadId: `foreign-${Key}`, Initiated: now(), parts: new Map() }),
    count: () => uploads.size,
  };
}
