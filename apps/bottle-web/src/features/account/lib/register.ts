/**
 * The account feature's strings, registered by every lazily loaded route module of the feature
 * (features.md: the shell's first route must not carry them).
 */
import { accountMessages, registerMessages } from '@bottle/domain';

registerMessages(accountMessages);
