import { useState } from 'react';
import { Avatar, ChipMultiSelect, SearchBox, SortSelect, StarRating } from '../../src';
import { Caption, GallerySection, Row } from '../GallerySection';
import { interestOptions, sampleLogoUrl, taskSortOptions, type TaskSort } from '../sampleData';

const organisationOptions = [
  { value: 'green', label: 'Green Streets', icon: <Avatar name="Green Streets" size={24} /> },
  {
    value: 'harbour',
    label: 'Harbour Youth Club',
    icon: <Avatar src={sampleLogoUrl} name="Harbour Youth Club" size={24} />,
  },
  { value: 'food', label: 'City Food Bank', icon: <Avatar name="City Food Bank" size={24} /> },
];

export function InputsDemo() {
  const [rating, setRating] = useState<number | null>(4);
  const [interests, setInterests] = useState<string[]>(['Arts', 'Youth']);
  const [organisations, setOrganisations] = useState<string[]>(['harbour']);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TaskSort>('earliest');

  return (
    <>
      <GallerySection title="Star rating">
        <Caption>Display</Caption>
        <Row>
          <StarRating value={null} showValue />
          <StarRating value={3.5} showValue />
          <StarRating value={4.25} showValue />
          <StarRating value={5} size={16} />
        </Row>
        <Caption>Input</Caption>
        <StarRating value={rating} onChange={setRating} label="Rate Volunteer" size={32} />
      </GallerySection>
      <GallerySection title="Chip multi-select">
        <ChipMultiSelect
          label="Interests"
          options={interestOptions}
          selected={interests}
          onChange={setInterests}
        />
        <br />
        <ChipMultiSelect
          label="Organisations"
          options={organisationOptions}
          selected={organisations}
          onChange={setOrganisations}
        />
      </GallerySection>
      <GallerySection title="Search box and sort select">
        <Row>
          <SearchBox value={query} onChange={setQuery} />
        </Row>
        <Row>
          <SortSelect value={sort} options={taskSortOptions} onChange={setSort} />
        </Row>
      </GallerySection>
    </>
  );
}
