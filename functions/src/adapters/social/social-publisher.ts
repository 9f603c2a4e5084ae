/** A post to publish on the site's social networks: its text, an image address and a link. */
export interface SocialPost {
  text: string;
  imageUrl: string | null;
  link: string;
}

/** What publishing answered: the adapter's name, and whether a network really received the post. */
export interface SocialPublication {
  adapter: string;
  published: boolean;
}

/**
 * Publishes posts on social networks. The local publisher is the default: it publishes nowhere and says so (the
 * networks, and which of them a site's element shares to, come with issue 20's super-admin social settings).
 */
export interface SocialPublisher {
  readonly name: string;
  publish(site: number, post: SocialPost): Promise<SocialPublication>;
}

/** Publishes nowhere: the caller records the post, the answer says it is local. */
export const localSocialPublisher: SocialPublisher = {
  name: 'local',
  async publish() {
    return { adapter: 'local', published: false };
  },
};

let current: SocialPublisher = localSocialPublisher;

/** The publisher in use (the local one until a network adapter is set). */
export const socialPublisher = (): SocialPublisher => current;

/** Sets the publisher (a network adapter, or a test's fake); answers the previous one. */
export function setSocialPublisher(next: SocialPublisher): SocialPublisher {
  const previous = current;
  current = next;
  return previous;
}
