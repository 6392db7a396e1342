/** Domain users (spec 001): the Users list and User Details. */
export { UserDetailsScreen } from './user-details-screen.tsx';
export { UsersScreen } from './users-screen.tsx';
