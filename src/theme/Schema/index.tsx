// Wrapped because the theme renders the schema tree straight inside a <ul>; one <li> makes the list valid for
// screen readers (axe rule "list").
import type {ComponentProps, ReactNode} from 'react';
import Schema from '@theme-original/Schema';

export default function SchemaInListItem(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-schema__tree">
      <Schema {...props} />
    </li>
  );
}
