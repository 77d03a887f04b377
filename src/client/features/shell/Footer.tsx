import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../ui/Container';
import { formatNumber } from '../../ui/format';
import { InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon, XSocialIcon } from '../../ui/icons';
import { emailHref, phoneHref, whatsappHref } from '../../../shared/contactLinks';
import type { ResortContact } from '../../../shared/schemas/resortContact';
import { useGetResortContactQuery } from './contactApi';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

const socialLinks = (contact: ResortContact | undefined) =>
  [
    { href: 'https://www.instagram.com/kenresort', key: 'footer.instagram', Icon: InstagramIcon },
    { href: 'https://x.com/kenresort', key: 'footer.x', Icon: XSocialIcon },
    ...(contact ? [{ href: whatsappHref(contact.phone), key: 'footer.whatsapp', Icon: WhatsappIcon }] : []),
  ] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = formatNumber(new Date().getFullYear(), i18n.language, { useGrouping: false });
  // As set in the back office (drawn on the server with the page, so it shows without a script too).
  const { data: contact } = useGetResortContactQuery();
  return (
    <Wrap>
      <Container>
        <Grid>
          <Brand>
            <Logo tone="light" />
            <Promise>{t('footer.promise')}</Promise>
          </Brand>
          <Column aria-labelledby="footer-contact">
            <ColumnTitle id="footer-contact">{t('footer.contactTitle')}</ColumnTitle>
            {contact ? (
              <List>
                <li>
                  <FooterLink href={phoneHref(contact.phone)}>
                    <PhoneIcon size={18} />
                    <span className="visually-hidden">{t('footer.phone')}</span>
                    <bdi dir="ltr">{contact.phone}</bdi>
                  </FooterLink>
                </li>
                <li>
                  <FooterLink href={emailHref(contact.email)}>
                    <MailIcon size={18} />
                    <span className="visually-hidden">{t('footer.email')}</span>
                    <bdi dir="ltr">{contact.email}</bdi>
                  </FooterLink>
                </li>
                <li>
                  <Address>
                    <MapPinIcon size={18} />
                    <span className="visually-hidden">{t('footer.address')}</span>
                    {i18n.language?.startsWith('ar') ? contact.address_ar : contact.address}
                  </Address>
                </li>
              </List>
            ) : null}
          </Column>
          <Column as="nav" aria-label={t('footer.linksTitle')}>
            <ColumnTitle as="p">{t('footer.linksTitle')}</ColumnTitle>
            <List>
              <li>
                <FooterLink as={Link} to="/about">
                  {t('footer.about')}
                </FooterLink>
              </li>
              <li>
                <FooterLink as={Link} to="/terms-and-conditions">
                  {t('footer.terms')}
                </FooterLink>
              </li>
              <li>
                <FooterLink as={Link} to="/privacy">
                  {t('footer.privacy')}
                </FooterLink>
              </li>
              <li>
                <FooterLink as={Link} to="/contact">
                  {t('footer.contact')}
                </FooterLink>
              </li>
            </List>
          </Column>
          <Column aria-labelledby="footer-follow">
            <ColumnTitle id="footer-follow">{t('footer.followTitle')}</ColumnTitle>
            <Social>
              {socialLinks(contact).map(({ href, key, Icon }) => (
                <li key={href}>
                  <SocialLink href={href} target="_blank" rel="noopener noreferrer" aria-label={t(key)}>
                    <Icon size={20} />
                  </SocialLink>
                </li>
              ))}
            </Social>
            <LanguageSwitch tone="light" />
          </Column>
        </Grid>
        <Bottom>
          <small>{t('footer.copyright', { year })}</small>
        </Bottom>
      </Container>
    </Wrap>
  );
}

export default Footer;

const Wrap = styled.footer`
  padding-top: ${({ theme }) => theme.space(16)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
`;

const Promise = styled.p`
  max-width: 32ch;
  color: rgba(244, 237, 225, 0.85);
`;

const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  justify-items: start;
`;

const ColumnTitle = styled.h2`
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.foam};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  color: ${({ theme }) => theme.colors.sand};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.white};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  border: 1px solid rgba(251, 250, 247, 0.3);
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.foam};
  &:hover {
    background: rgba(251, 250, 247, 0.12);
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(251, 250, 247, 0.16);
  color: rgba(244, 237, 225, 0.8);
`;

const Address = styled.address`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 28ch;
  padding-block: ${({ theme }) => theme.space(2)};
  font-style: normal;
  color: rgba(244, 237, 225, 0.85);

  svg {
    flex: none;
    margin-block-start: 2px;
  }
`;
