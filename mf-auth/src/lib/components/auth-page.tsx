import type { ReactNode } from 'react';
import { Card } from '@runoff/ui';
import styles from './auth-page.module.css';

export interface AuthPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Links under the card's content, such as "Don't have an account? Sign up". */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The centred card every mf_auth page sits in. */
export function AuthPage({ title, description, footer, wide = false, children }: AuthPageProps) {
  return (
    <div className={styles.page}>
      <div className={[styles.inner, wide ? styles.wide : ''].join(' ')}>
        <Card title={title} description={description} footer={footer} headingLevel={1}>
          {children}
        </Card>
      </div>
    </div>
  );
}

/** Class names for the forms and links inside an AuthPage. */
export const authPageStyles = {
  form: styles.form,
  links: styles.links,
  inlineLink: styles.inlineLink,
  tapLink: styles.tapLink,
};
