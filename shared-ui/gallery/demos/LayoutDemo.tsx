import { useState } from 'react';
import {
  Button,
  CardGrid,
  DataTable,
  EmptyState,
  OverflowMenu,
  PlusIcon,
  RadioGroupField,
  SplitView,
  TaskStateBadge,
  TaskWhenWhere,
  notify,
} from '../../src';
import { Caption, GallerySection } from '../GallerySection';

const KINDS = [
  { value: 'once-off', label: 'Once-off' },
  { value: 'ongoing', label: 'Ongoing' },
] as const;

type Kind = (typeof KINDS)[number]['value'];

const tiles = ['Beach clean-up', 'Food drive', 'Reading buddies', 'Tree planting'];

/** The layout primitives and the controls built on them (issue #19). */
export function LayoutDemo() {
  const [kind, setKind] = useState<Kind>('once-off');
  return (
    <>
      <GallerySection title="Overflow menu">
        <Caption>Secondary actions behind one button (arrow keys, Escape)</Caption>
        <OverflowMenu
          label="More actions for Beach clean-up"
          items={[
            { label: 'Edit', onSelect: () => notify.success('Edit chosen') },
            { label: 'Delete', destructive: true, onSelect: () => notify.error('Delete chosen') },
          ]}
        />
      </GallerySection>
      <GallerySection title="Radio group">
        <RadioGroupField legend="Task type" options={KINDS} value={kind} onChange={setKind} />
      </GallerySection>
      <GallerySection title="Card grid">
        <Caption>One column on phones, as many 320 px columns as fit beyond</Caption>
        <CardGrid>
          {tiles.map((title) => (
            <li key={title}>
              <TaskWhenWhere taskDate="2031-03-02T09:00:00Z" location={title} />
            </li>
          ))}
        </CardGrid>
      </GallerySection>
      <GallerySection title="Split view">
        <Caption>List and detail side by side, for laptop widths</Caption>
        <SplitView
          list={
            <ul>
              <li>Beach clean-up</li>
              <li>Food drive</li>
            </ul>
          }
          detail={
            <p>
              Beach clean-up <TaskStateBadge status={false} completed={false} />
            </p>
          }
        />
      </GallerySection>
      <GallerySection title="Data table">
        <DataTable
          caption="My Redemptions"
          columns={[
            { header: 'Item', cell: (row: { item: string; points: number }) => row.item },
            { header: 'Points', cell: (row) => `${row.points} pts`, align: 'end' },
          ]}
          rows={[
            { item: 'Meat Pie', points: 500 },
            { item: 'Gummy Bears', points: 50 },
          ]}
          rowKey={(row) => row.item}
        />
      </GallerySection>
      <GallerySection title="Empty state with its action">
        <EmptyState
          text="No tasks to display."
          action={
            <Button type="button">
              <PlusIcon size={20} />
              Create a task
            </Button>
          }
        />
      </GallerySection>
    </>
  );
}
