export * from '../en/footer'
