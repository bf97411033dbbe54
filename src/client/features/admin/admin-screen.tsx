// Admin screens of spec 2.17, each under its real title.
function Screen({ title }: { title: string }) {
  return (
    <main className="container-page py-16">
      <h1 className="heading-2">{title}</h1>
    </main>
  );
}

export const LoginScreen = () => <Screen title="Admin Login" />;
export const SetupScreen = () => <Screen title="Admin Setup" />;
export const DashboardScreen = () => <Screen title="Dashboard" />;
export const LeadsScreen = () => <Screen title="Leads" />;
export const ChatScreen = () => <Screen title="Live Chat" />;
export const BlogScreen = () => <Screen title="Blog Admin" />;
export const BlogNewScreen = () => <Screen title="New Post" />;
export const BlogEditScreen = () => <Screen title="Edit Post" />;
