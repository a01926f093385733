export * from '../en/booking'
