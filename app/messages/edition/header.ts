export * from '../en/header'
