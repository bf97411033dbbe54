// Admin screens of spec 2.17 that other features fill in; each renders its title inside the guarded admin layout.
function Screen({ title }: { title: string }) {
  return <h1 className="heading-2 text-stone-900">{title}</h1>;
}

export const ChatScreen = () => <Screen title="Live Chat" />;
export const BlogScreen = () => <Screen title="Blog Admin" />;
export const BlogNewScreen = () => <Screen title="New Post" />;
export const BlogEditScreen = () => <Screen title="Edit Post" />;
