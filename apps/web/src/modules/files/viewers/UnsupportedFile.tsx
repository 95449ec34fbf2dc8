import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

const PPT = ['ppt', 'pptx'];

/** Files the page cannot show: a note and the download. */
export function UnsupportedFile({ ext, downloadUrl }: { ext: string; downloadUrl: string }) {
  return (
    <Result
      icon={<FileOutlined />}
      title="该文件暂不支持在线预览"
      subTitle={
        PPT.includes(ext)
          ? '演示文稿暂时无法在浏览器中显示，请下载后用 PowerPoint 或 WPS 打开。'
          : '请下载后在本地打开查看。'
      }
      extra={
        <Button type="primary" icon={<DownloadOutlined />} href={downloadUrl}>
          下载
        </Button>
      }
    />
  );
}
