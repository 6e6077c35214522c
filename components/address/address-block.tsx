import styles from './address-block.module.css';

/**
 * An address shown as lines (lib/address/address-lines.ts), one element each: the order view, the account overview
 * and address book, the checkout review. `className` adds the page's own spacing.
 */
export function AddressBlock({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <address className={className ? `${styles.address} ${className}` : styles.address}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
