import styled from 'styled-components';
import {
  Avatar,
  defaultAvatarUrl,
  imagePlaceholderUrl,
  Logo,
  organisationLogoPlaceholderUrl,
  ReviewsCarousel,
} from '../../src';
import { Caption, GallerySection, Row } from '../GallerySection';
import { sampleLogoUrl, samplePhotoUrl, sampleReviews } from '../sampleData';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Placeholder = styled.img`
  width: 120px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Square = styled.img`
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export function MediaDemo() {
  return (
    <>
      <GallerySection title="Avatar">
        <Row>
          <Figure>
            <Avatar src={samplePhotoUrl} name="Priya Natarajan" size={64} />
            <figcaption>Photo</figcaption>
          </Figure>
          <Figure>
            <Avatar src={null} name="Jordan Blake" size={64} />
            <figcaption>No photo: initials</figcaption>
          </Figure>
          <Figure>
            <Avatar src="/missing-photo.png" name="Sam Lee" size={64} />
            <figcaption>Photo fails: initials</figcaption>
          </Figure>
          <Figure>
            <Avatar src={null} name="" size={64} />
            <figcaption>Default avatar</figcaption>
          </Figure>
          <Figure>
            <Avatar src={sampleLogoUrl} name="Harbour Youth Club" size={64} shape="square" />
            <figcaption>Organisation logo</figcaption>
          </Figure>
          <Figure>
            <Avatar src={null} name="City Food Bank" size={32} />
            <figcaption>Small</figcaption>
          </Figure>
        </Row>
      </GallerySection>
      <GallerySection title="Reviews carousel">
        <ReviewsCarousel reviews={sampleReviews} label="Reviews of Priya" />
        <Caption>Without reviews</Caption>
        <ReviewsCarousel reviews={[]} />
      </GallerySection>
      <GallerySection title="Logo and placeholder images">
        <Row>
          <Figure>
            <Logo size={56} />
            <figcaption>Logo</figcaption>
          </Figure>
          <Figure>
            <Square src={defaultAvatarUrl} alt="Default avatar" />
            <figcaption>Default avatar</figcaption>
          </Figure>
          <Figure>
            <Square src={organisationLogoPlaceholderUrl} alt="Organisation logo placeholder" />
            <figcaption>Logo placeholder</figcaption>
          </Figure>
          <Figure>
            <Placeholder src={imagePlaceholderUrl} alt="Image placeholder" />
            <figcaption>Image placeholder</figcaption>
          </Figure>
        </Row>
      </GallerySection>
    </>
  );
}
