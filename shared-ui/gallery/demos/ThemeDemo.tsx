import styled from 'styled-components';
import { Badge, Button, darkColors, exportTheme, lightColors, TaskCard, theme } from '../../src';
import { Caption, GallerySection, Row } from '../GallerySection';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme: t }) => t.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  font-size: ${({ theme: t }) => t.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const Chip = styled.span<{ $colour: string }>`
  display: block;
  height: 40px;
  margin-bottom: ${({ theme: t }) => t.space.xxs};
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radii.md};
  background: ${({ $colour }) => $colour};
`;

const TypeSample = styled.p<{ $size: string }>`
  margin: 0;
  font-size: ${({ $size }) => $size};
  line-height: 1.3;
`;

const DarkSample = styled.div`
  padding: ${({ theme: t }) => t.space.lg};
  border-radius: ${({ theme: t }) => t.radii.lg};
  background: ${({ theme: t }) => t.colors.background};
  color: ${({ theme: t }) => t.colors.text};
`;

const ExportSample = styled.div`
  padding: ${({ theme: t }) => t.space.lg};
  border-radius: ${({ theme: t }) => t.radii.md};
  background: ${exportTheme.background};
  color: ${exportTheme.text};
  font-family: ${exportTheme.fontFamily};
`;

const ExportTitle = styled.p`
  margin: 0 0 ${({ theme: t }) => t.space.xs};
  color: ${exportTheme.accent};
  font-weight: ${({ theme: t }) => t.fontWeights.bold};
`;

const brandColours = [
  'primary',
  'accent',
  'background',
  'surface',
  'text',
  'textMuted',
  'border',
  'focus',
  'success',
  'warning',
  'danger',
  'info',
] as const;

export function ThemeDemo() {
  return (
    <>
      <GallerySection title="Theme">
        <Caption>Colours (light and dark palettes; the device's setting picks one)</Caption>
        <Swatches>
          {brandColours.map((name) => (
            <Swatch key={name}>
              <Chip $colour={lightColors[name]} aria-hidden="true" />
              <Chip $colour={darkColors[name]} aria-hidden="true" />
              {name} {lightColors[name]} / {darkColors[name]}
            </Swatch>
          ))}
        </Swatches>
        <Caption>Dark theme</Caption>
        <DarkSample data-theme="dark">
          <Row>
            <Button type="button">Apply</Button>
            <Button type="button" $variant="secondary">
              Chat
            </Button>
            <Badge tone="success">Open</Badge>
            <Badge tone="warning">Pending</Badge>
          </Row>
          <TaskCard
            title="Beach clean-up"
            organisationName="Green Streets"
            taskDate="2031-03-02T09:00:00Z"
            location="Harbour Beach"
            points={150}
            applicantCount={3}
            status={false}
            completed={false}
          />
        </DarkSample>
        <Caption>Type scale</Caption>
        {(['display', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
          <TypeSample key={size} $size={theme.fontSizes[size]}>
            {size}: Connecting volunteers with purpose.
          </TypeSample>
        ))}
        <Caption>Export style (task image)</Caption>
        <ExportSample>
          <ExportTitle>Upcoming Tasks (7 days)</ExportTitle>
          Beach clean-up · 2 Mar 2026 · 09:00–12:00 · 150 pts
        </ExportSample>
      </GallerySection>
      <GallerySection title="Buttons and badges">
        <Row>
          <Button type="button">Apply</Button>
          <Button type="button" $variant="secondary">
            Edit
          </Button>
          <Button type="button" $variant="danger">
            Delete
          </Button>
          <Button type="button" $variant="ghost">
            Cancel
          </Button>
          <Button type="button" $size="sm">
            Chat
          </Button>
          <Button type="button" disabled>
            Continue
          </Button>
        </Row>
        <Row>
          <Badge tone="success">Open</Badge>
          <Badge tone="neutral">Closed</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="neutral">Completed</Badge>
          <Badge tone="primary">Applied</Badge>
          <Badge tone="success">Approved</Badge>
          <Badge tone="danger">Past Due</Badge>
          <Badge tone="info">Coming Up</Badge>
        </Row>
      </GallerySection>
    </>
  );
}
