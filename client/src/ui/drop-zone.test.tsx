import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DropZone } from './drop-zone';

afterEach(cleanup);

const zone = () => screen.getByText('Drop a file here').parentElement as HTMLElement;

describe('DropZone', () => {
  it('hands over the files dropped on it', () => {
    const onFiles = vi.fn();
    render(
      <DropZone onFiles={onFiles} error={false}>
        <p>Drop a file here</p>
      </DropZone>,
    );
    const file = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone(), { dataTransfer: { files: [file] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect([...(onFiles.mock.calls[0]?.[0] as File[])]).toEqual([file]);
  });

  it('is highlighted while a file is dragged over it, red while its field has an error', () => {
    render(
      <DropZone onFiles={() => undefined} error className="items-start">
        <p>Drop a file here</p>
      </DropZone>,
    );
    expect(zone()).toHaveClass('border-rose-400', 'items-start');
    fireEvent.dragOver(zone());
    expect(zone()).toHaveClass('border-brand');
    expect(zone()).not.toHaveClass('border-rose-400');
    fireEvent.dragLeave(zone());
    expect(zone()).toHaveClass('border-rose-400');
    fireEvent.dragOver(zone());
    fireEvent.drop(zone(), { dataTransfer: { files: [] } });
    expect(zone()).toHaveClass('border-rose-400');
  });

  it('is plain without an error', () => {
    render(
      <DropZone onFiles={() => undefined} error={false}>
        <p>Drop a file here</p>
      </DropZone>,
    );
    expect(zone()).toHaveClass('border-slate-300');
  });
});
