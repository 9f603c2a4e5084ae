import type { ComponentProps, ReactNode } from 'react';
import { Button, FileButton } from '@mantine/core';

/** What a CSV import takes: the servers read `.csv` and `.txt` files of text. */
export const csvAccept = '.csv,.txt,text/csv,text/plain';

export interface CsvFileButtonProps {
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** `data-testid` of the hidden file input (where tests upload). */
  inputTestId: string;
  /** `data-testid` of the button. */
  testId: string;
  children: ReactNode;
}

/** The button that chooses the CSV file of an import. */
export function CsvFileButton({ onChange, disabled, inputTestId, testId, children }: CsvFileButtonProps) {
  return (
    <FileButton
      onChange={onChange}
      accept={csvAccept}
      disabled={disabled}
      inputProps={{ 'data-testid': inputTestId } as ComponentProps<'input'>}
    >
      {(props) => (
        <Button variant="default" {...props} data-testid={testId}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
