import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  NOTIFICATION_PREFERENCE_SAVE_FAILED,
  NOTIFICATION_PREFERENCES_LOAD_FAILED,
  NOTIFICATION_SETTINGS_HEADING,
  notificationKindDescription,
  notificationKindLabel,
  notificationsPath,
  PUSH_NOT_ALLOWED,
  PUSH_NOT_SUPPORTED,
  selectRole,
  selectSessionUserId,
  type NotificationPreference,
} from 'shared-domain';
import { Button, FormError, Loading, LoadError, Switch } from 'shared-ui';
import styled from 'styled-components';
import {
  useNotificationPreferencesQuery,
  useSaveNotificationPreferenceMutation,
} from '../api/notificationsApi';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Kinds = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Kind = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const About = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const BrowserNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};

  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

/** Whether this browser may show notifications: 'granted', 'denied', 'default' (not asked yet). */
function browserPermission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

const Channels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export interface NotificationSettingsScreenProps {
  /**
   * Asks the browser for notification permission and subscribes it (the portal's push feature);
   * true when push is allowed.
   */
  turnOnPush: () => Promise<boolean>;
}

/**
 * Notification settings (issue #48): for each kind the viewer's role receives, in-app (always on),
 * push and e-mail. Each switch saves at once; turning push on asks the browser's permission first
 * where it was never given.
 */
export function NotificationSettingsScreen({ turnOnPush }: NotificationSettingsScreenProps) {
  const userId = useSelector(selectSessionUserId);
  const area = useSelector(selectRole) === 'organisation' ? 'organisation' : 'volunteer';
  const preferences = useNotificationPreferencesQuery();
  const [save, saving] = useSaveNotificationPreferenceMutation();
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const [permission, setPermission] = useState(browserPermission);
  const allowPush = async () => {
    const allowed = await turnOnPush();
    setPermission(browserPermission());
    setPushProblem(allowed ? null : PUSH_NOT_ALLOWED);
    return allowed;
  };

  const change = async (preference: NotificationPreference) => {
    if (userId === null) return;
    const current = preferences.data?.find((row) => row.kind === preference.kind);
    if (preference.push && current?.push === false) {
      // Wanted by push: the browser must allow it.
      if (permission === 'unsupported') {
        setPushProblem(PUSH_NOT_SUPPORTED);
      } else if (permission !== 'granted' && !(await allowPush())) {
        return;
      }
    }
    void save({ userId, preference });
  };

  return (
    <section aria-labelledby="notification-settings-heading">
      <BackLink to={notificationsPath(area)}>← Notifications</BackLink>
      <Heading id="notification-settings-heading">{NOTIFICATION_SETTINGS_HEADING}</Heading>
      <Intro>
        You always see your notifications here in the portal. Choose which ones also reach you by
        push and by e-mail.
      </Intro>
      {permission === 'default' && preferences.data?.some((row) => row.push) === true && (
        <BrowserNote>
          <p>Push reaches you only in a browser that allows notifications from this site.</p>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void allowPush()}>
            Allow notifications in this browser
          </Button>
        </BrowserNote>
      )}
      {pushProblem !== null && <FormError>{pushProblem}</FormError>}
      {saving.isError && <FormError>{NOTIFICATION_PREFERENCE_SAVE_FAILED}</FormError>}
      {preferences.isError ? (
        <LoadError
          message={NOTIFICATION_PREFERENCES_LOAD_FAILED}
          retrying={preferences.isFetching}
          onRetry={() => void preferences.refetch()}
        />
      ) : preferences.data === undefined ? (
        <Loading />
      ) : (
        <Kinds>
          {preferences.data.map((preference) => {
            const label = notificationKindLabel(preference.kind);
            return (
              <Kind key={preference.kind}>
                <About>
                  <h2>{label}</h2>
                  <p>{notificationKindDescription(preference.kind)}</p>
                </About>
                <Channels>
                  <Switch label="In app" name={`${label} in the app`} checked disabled readOnly />
                  <Switch
                    label="Push"
                    name={`${label} by push`}
                    checked={preference.push}
                    onChange={(event) =>
                      void change({ ...preference, push: event.currentTarget.checked })
                    }
                  />
                  <Switch
                    label="E-mail"
                    name={`${label} by e-mail`}
                    checked={preference.email}
                    onChange={(event) =>
                      void change({ ...preference, email: event.currentTarget.checked })
                    }
                  />
                </Channels>
              </Kind>
            );
          })}
        </Kinds>
      )}
    </section>
  );
}
