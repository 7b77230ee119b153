/** Texts of the header's add-user form; its validation and error texts are USER_MESSAGES in @kairox/contract. */
export const ADD_USER_TEXT = {
  title: 'Add New User',
  submit: 'Add User',
  submitting: 'Adding...',
  cancel: 'Cancel',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  phone: 'Phone',
} as const;
