export * from '../en/cookie-banner'
