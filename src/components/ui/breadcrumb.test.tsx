import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from './breadcrumb';
import { Progress } from './progress';
import { Kbd } from './kbd';
import { List, ListItem } from './list';
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from './input-group';

describe('Breadcrumb', () => {
  it('is a labelled nav whose last item is the current page, links can be router links', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <Breadcrumb>
            <BreadcrumbList>
              <BreadcrumbItem>
                <BreadcrumbLink asChild>
                  <Link to="/dashboard">Home</Link>
                </BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>Alert</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Alert')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('Progress', () => {
  it('exposes its value and name, and clamps', () => {
    render(
      <>
        <Progress value={42} label="Upload" />
        <Progress value={140} label="Over" color="danger" />
        <Progress value={null} label="Waiting" />
      </>,
    );
    const upload = screen.getByRole('progressbar', { name: 'Upload' });
    expect(upload).toHaveAttribute('aria-valuenow', '42');
    expect(upload).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Waiting' })).not.toHaveAttribute('aria-valuenow');
  });
});

describe('small pieces', () => {
  it('render their content', () => {
    render(
      <>
        <Kbd>Ctrl</Kbd>
        <List aria-label="People">
          <ListItem title="Ada" subtitle="Engineer" action={<button type="button">Message</button>} />
        </List>
        <InputGroup>
          <InputGroupAddon variant="text">https://</InputGroupAddon>
          <InputGroupInput aria-label="Site" />
          <InputGroupAddon align="end">
            <InputGroupButton>Go</InputGroupButton>
          </InputGroupAddon>
        </InputGroup>
      </>,
    );
    expect(screen.getByText('Ctrl').tagName).toBe('KBD');
    expect(screen.getByRole('list', { name: 'People' })).toHaveTextContent('AdaEngineer');
    expect(screen.getByRole('group')).toContainElement(screen.getByRole('textbox', { name: 'Site' }));
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});
