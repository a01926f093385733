export * from '../en/privacy'
