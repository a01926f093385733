export * from '../en/charts'
