import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const COLOURS = ['#0b6e4f', '#f2a541', '#1849a9', '#b42318', '#7a5af8', '#12b76a'];
const DURATION_MS = 3000;
const GRAVITY = 0.25;

const Canvas = styled.canvas`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  width: 100vw;
  height: 100vh;
  pointer-events: none;
`;

type Particle = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  colour: string;
  spin: number;
  angle: number;
};

function burst(count: number, width: number, height: number): Particle[] {
  return Array.from({ length: count }, (_, index) => ({
    x: width / 2,
    y: height * 0.6,
    vx: (Math.random() - 0.5) * 16,
    vy: -Math.random() * 14 - 6,
    size: 6 + Math.random() * 6,
    colour: COLOURS[index % COLOURS.length] ?? '#0b6e4f',
    spin: (Math.random() - 0.5) * 0.4,
    angle: Math.random() * Math.PI,
  }));
}

export interface ConfettiProps {
  particles: number;
  onDone: () => void;
}

/**
 * A burst of confetti drawn on a canvas over the page; it ignores the pointer and removes itself
 * through onDone. `data-particles` lets a journey check how many pieces were thrown.
 */
export function Confetti({ particles, onDone }: ConfettiProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d') ?? null;
    const finish = setTimeout(onDone, DURATION_MS);
    if (canvas === null || context === null) return () => clearTimeout(finish);
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const pieces = burst(particles, canvas.width, canvas.height);
    let frame = 0;
    const draw = () => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      for (const piece of pieces) {
        piece.vy += GRAVITY;
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(finish);
    };
  }, [particles, onDone]);

  return (
    <Canvas ref={canvasRef} aria-hidden="true" data-testid="confetti" data-particles={particles} />
  );
}
