import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUrlSearch } from '../../../lib/url-search';
import { AREAS, reportCatalogue } from '../catalogue';
import { REPORT_PARAM, reportSearch } from '../url';

/**
 * /report/index: every report the data feeds, grouped by area; one opens here (`?report=<code>` and its
 * filters), a linked one on its page.
 */
export default function ReportCentrePage() {
  const { t, i18n } = useTranslation('report');
  // The orders reports name order states in the order module's words.
  useTranslation('order');
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language
  const catalogue = useMemo(() => reportCatalogue(t), [t, i18n.language]);
  // The open report is in the address (`?report=sales`): reloadable, linkable, and Back returns here.
  const open = new URLSearchParams(useUrlSearch()).get(REPORT_PARAM);
  const report = catalogue.own.find((one) => one.code === open);
  const setOpen = (code: string | null) => navigate({ search: code ? reportSearch(code) : '' });

  if (report) {
    return (
      <Flex vertical gap={12}>
        <div>
          <Button icon={<ArrowLeftOutlined />} onClick={() => setOpen(null)}>
            {t('allReports')}
          </Button>
        </div>
        {report.page()}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('centre')}
      </Typography.Title>
      {AREAS.map((area) => {
        const own = catalogue.own.filter((one) => one.area === area);
        const links = catalogue.links.filter((one) => one.area === area);
        return (
          <section key={area} aria-label={t(`area.${area}`)}>
            <Typography.Title level={5}>{t(`area.${area}`)}</Typography.Title>
            <Row gutter={[12, 12]}>
              {own.map((one) => (
                <Col key={one.code} xs={24} sm={12} lg={8} xl={6}>
                  <Card size="small" hoverable title={one.title} onClick={() => setOpen(one.code)}>
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                      {one.description}
                    </Typography.Paragraph>
                    <Button type="link" style={{ padding: 0 }} aria-label={t('openReport', { title: one.title })}>
                      {t('open')}
                    </Button>
                  </Card>
                </Col>
              ))}
              {links.map((one) => (
                <Col key={one.code} xs={24} sm={12} lg={8} xl={6}>
                  <Card size="small" hoverable title={one.title} onClick={() => navigate(one.menuPath)}>
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                      {one.description}
                    </Typography.Paragraph>
                    <Button type="link" icon={<ExportOutlined />} style={{ padding: 0 }}>
                      {t('goTo')}
                    </Button>
                  </Card>
                </Col>
              ))}
            </Row>
          </section>
        );
      })}
    </Flex>
  );
}
